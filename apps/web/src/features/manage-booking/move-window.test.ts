// The manage page's calendar asks for the booking's own selection, and shows six weeks that hold the booking's day.
import { moveSelection, moveWindow } from './move-window';

describe('the move calendar’s question', () => {
  it('reads the booking’s selection at a clinic from the server’s slots query', () => {
    expect(
      moveSelection(
        'location=bern&checkup=whole_body_scan&services=dxa&services=ecg&partner=true&servicesPartner=dxa',
      ),
    ).toEqual({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
      services: ['dxa', 'ecg'],
      servicesPartner: ['dxa'],
      isPartnerBooking: true,
    });
    expect(moveSelection('location=bern&checkup=heart&servicesPartner=dxa')).toEqual({
      checkupSlug: 'heart',
      locationSlug: 'bern',
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
    });
    expect(moveSelection('location=bern')).toBeNull();
  });

  it('shows six weeks from today, or around a booking further ahead', () => {
    expect(moveWindow('2027-03-10', '2027-03-01')).toEqual({
      firstDay: '2027-03-01',
      lastDay: '2027-04-11',
    });
    // Four months ahead: from two weeks before the booking's day.
    expect(moveWindow('2027-07-01', '2027-03-01')).toEqual({
      firstDay: '2027-06-17',
      lastDay: '2027-07-28',
    });
    // Near the end of the six weeks: still two weeks after it in view.
    expect(moveWindow('2027-04-05', '2027-03-01').firstDay).toBe('2027-03-22');
  });
});
