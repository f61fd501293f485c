import { indexRoomHolds, pickFreeRooms, roomFreeUntil } from './room-occupancy';
import type { RoomHold } from './types';

const clinic = {
  slug: 'clinic',
  rooms: [
    { roomId: 'a', name: 'A' },
    { roomId: 'b', name: 'B' },
  ],
};
const hold = (roomId: string, start: number, end: number, locationSlug = 'clinic'): RoomHold => ({
  locationSlug,
  roomId,
  start: new Date(start),
  end: new Date(end),
});

describe('room occupancy', () => {
  it('knows until when a room stays free', () => {
    const occupancy = indexRoomHolds(clinic, [hold('a', 100, 200), hold('a', 300, 400)]);
    expect(roomFreeUntil(occupancy, 'a', 0)).toBe(100);
    expect(roomFreeUntil(occupancy, 'a', 150)).toBe(150);
    expect(roomFreeUntil(occupancy, 'a', 200)).toBe(300);
    expect(roomFreeUntil(occupancy, 'a', 400)).toBe(Number.POSITIVE_INFINITY);
    expect(roomFreeUntil(occupancy, 'b', 0)).toBe(Number.POSITIVE_INFINITY);
  });
  it('merges holds that overlap or touch', () => {
    const occupancy = indexRoomHolds(clinic, [
      hold('a', 150, 300),
      hold('a', 100, 200),
      hold('a', 300, 350),
    ]);
    expect(roomFreeUntil(occupancy, 'a', 320)).toBe(320);
    expect(roomFreeUntil(occupancy, 'a', 350)).toBe(Number.POSITIVE_INFINITY);
  });
  it('ignores holds elsewhere, on rooms the location does not list, and empty holds', () => {
    const occupancy = indexRoomHolds(clinic, [
      hold('a', 100, 200, 'elsewhere'),
      hold('z', 100, 200),
      hold('a', 200, 200),
    ]);
    expect(roomFreeUntil(occupancy, 'a', 0)).toBe(Number.POSITIVE_INFINITY);
    expect(roomFreeUntil(occupancy, 'z', 0)).toBe(0);
  });
  it('fills rooms in the listed order and serves the longest stay first', () => {
    const occupancy = indexRoomHolds(clinic, [hold('a', 60, 100)]);
    expect(pickFreeRooms(occupancy, 0, [30])).toEqual(['a']);
    expect(pickFreeRooms(occupancy, 0, [90])).toEqual(['b']);
    expect(pickFreeRooms(occupancy, 0, [30, 90])).toEqual(['a', 'b']);
    expect(pickFreeRooms(occupancy, 0, [90, 30])).toEqual(['b', 'a']);
    expect(pickFreeRooms(occupancy, 0, [90, 90])).toBeNull();
    expect(pickFreeRooms(occupancy, 0, [10, 10, 10])).toBeNull();
  });
});
