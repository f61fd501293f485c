// The email copy in en, de and fr: a typed dictionary, so a missing string is a compile error, not a blank in a customer's inbox.
import type { Language } from '../../booking/types';

const en = {
  greeting: 'Hello {firstName},',
  teamSignature: 'Your {brand} team',
  support: 'Questions? Write to {supportEmail} or call {supportPhone}.',
  footerReason: 'You receive this email because of your booking {reservationName} with {brand}.',
  appointmentHeading: 'Your appointment',
  reservationLabel: 'Reservation',
  checkupLabel: 'Check-up',
  whenLabel: 'Date and time',
  whenValue: '{date}, {startTime} to {endTime} (local time)',
  durationLabel: 'Duration',
  locationLabel: 'Location',
  directions: 'Directions',
  addOnsLabel: 'Add-ons',
  addOnsYouLabel: 'Your add-ons',
  addOnsPartnerLabel: 'Add-ons of the second person',
  noAddOns: 'None',
  whatToBringHeading: 'What to bring',
  whatToBring:
    'An official photo ID, your health insurance card, a list of the medicines you take and any recent medical reports.',
  howToPrepareHeading: 'How to prepare',
  howToPrepare:
    'Please arrive 15 minutes before your appointment. Wear comfortable clothes without metal parts and leave jewellery at home. If you have a pacemaker or a metal implant, or could be pregnant, please contact us before your appointment.',
  paymentHeading: 'Payment',
  totalLabel: 'Total',
  paidLabel: 'Paid',
  dueNowLabel: 'Due now',
  dueAtClinicLabel: 'Due at the clinic',
  dueInInstalmentsLabel: 'Still due in monthly instalments',
  instalmentsHeading: 'Instalment plan',
  instalmentFirstPaid: 'Instalment 1 (paid)',
  instalmentOne: 'Instalment {number}',
  instalmentRange: 'Instalments {from} to {to}, each',
  calendarNote: 'The attached calendar file adds the appointment to your calendar.',
  linkFallback: 'If the button does not work, open this address in your browser:',
  calendarSummary: '{brand} appointment ({reservationName})',
  confirmationSubject: 'Your {brand} appointment on {dateShort} is confirmed ({reservationName})',
  confirmationPreview: '{checkupTitle} on {dateShort} at {startTime}',
  confirmationHeading: 'Your booking is confirmed',
  confirmationIntro: 'Thank you for booking with {brand}. We look forward to seeing you.',
  partnerSubject: '{bookedBy} has booked a {brand} check-up for you',
  partnerPreview: 'Please complete your details for {dateShort}',
  partnerHeading: 'A check-up has been booked for you',
  partnerIntro:
    '{bookedBy} has booked a check-up for the two of you. It is already paid; please complete your own details so the clinic can register you.',
  partnerButton: 'Complete my details',
  payLaterSubject: 'Complete the payment for your {brand} booking ({reservationName})',
  payLaterPreview: 'Your appointment on {dateShort} is not paid yet',
  payLaterHeading: 'Your payment is not complete',
  payLaterIntro:
    'The payment for your booking was not completed. Your appointment is only secured once it is paid, so please complete the payment soon.',
  payLaterButton: 'Complete the payment',
  reminderSubject: 'Reminder: your {brand} appointment on {dateShort} at {startTime}',
  reminderPreview: '{checkupTitle}, {locationTitle}',
  reminderHeading: 'See you soon',
  reminderIntro: 'This is a reminder of your upcoming appointment.',
  refundSubject: 'Your payment for {brand} booking {reservationName} has been refunded',
  refundPreview: 'The time on {dateShort} was no longer available',
  refundHeading: 'Your payment has been refunded',
  refundIntro:
    'Your payment arrived after the time you chose on {dateShort} had been released, and the time has been booked by someone else in the meantime. We have refunded the full amount of {refunded} to your payment method; depending on your bank it may take a few days to appear. Your selection is kept: choose another time and book again.',
  refundButton: 'Choose another time',
  manageButton: 'Manage booking',
  manageNote:
    'Cannot make it? Cancel or see your booking with this link; keep it to yourself, as it opens your booking without a password.',
  cancellationSubject: 'Your {brand} appointment on {dateShort} is cancelled ({reservationName})',
  cancellationPreview: 'Cancelled: {checkupTitle} on {dateShort}',
  cancellationHeading: 'Your booking is cancelled',
  cancellationIntro:
    'As you asked, we have cancelled your appointment on {date} at {startTime}. The time is free for others again.',
  cancellationRefund:
    'We are refunding {refunded} of the {paid} you paid to your payment method; depending on your bank it may take a few days to appear. Any instalments still due will not be charged.',
  cancellationNoRefund:
    'Under the cancellation policy nothing of the {paid} you paid is refunded at this time. Any instalments still due will not be charged.',
  cancellationCalendarNote:
    'The attached calendar file removes the appointment from your calendar.',
  rescheduleSubject:
    'Your {brand} appointment has moved to {dateShort} at {startTime} ({reservationName})',
  reschedulePreview: '{checkupTitle} on {dateShort} at {startTime}',
  rescheduleHeading: 'Your appointment has moved',
  rescheduleIntro:
    'As you asked, your appointment is now on {date} at {startTime}. The price stays the same. The attached calendar file moves the entry in your calendar.',
  waitlistSubject: 'A time has become free at {locationTitle} on {dateShort}',
  waitlistPreview: 'Book it before someone else does',
  waitlistHeading: 'A time has become free',
  waitlistGreeting: 'Hello,',
  waitlistIntro:
    'You asked us to tell you when a time becomes free at {locationTitle} on {date}. One has just become free. Times go quickly and we cannot hold this one for you: whoever books first gets it.',
  waitlistButton: 'Choose a time',
  waitlistOnce:
    'We email each address on the waiting list once for a day; if this time is gone, the step shows every day that still has free times.',
  waitlistUnsubscribe: 'Stop all waiting-list emails to this address:',
  waitlistUnsubscribeLink: 'Unsubscribe',
  waitlistFooterReason:
    'You receive this email because you asked {brand} to tell you when a time becomes free at {locationTitle}.',
};

export type EmailCopyKey = keyof typeof en;
export type EmailCopy = Record<EmailCopyKey, string>;

// German without ß: the same text serves Switzerland, where it is not used, and Germany.
const de: EmailCopy = {
  greeting: 'Guten Tag {firstName},',
  teamSignature: 'Ihr {brand}-Team',
  support: 'Fragen? Schreiben Sie an {supportEmail} oder rufen Sie {supportPhone} an.',
  footerReason: 'Sie erhalten diese E-Mail wegen Ihrer Buchung {reservationName} bei {brand}.',
  appointmentHeading: 'Ihr Termin',
  reservationLabel: 'Reservierung',
  checkupLabel: 'Check-up',
  whenLabel: 'Datum und Uhrzeit',
  whenValue: '{date}, {startTime} bis {endTime} Uhr (Ortszeit)',
  durationLabel: 'Dauer',
  locationLabel: 'Standort',
  directions: 'Route anzeigen',
  addOnsLabel: 'Zusatzleistungen',
  addOnsYouLabel: 'Ihre Zusatzleistungen',
  addOnsPartnerLabel: 'Zusatzleistungen der zweiten Person',
  noAddOns: 'Keine',
  whatToBringHeading: 'Bitte mitbringen',
  whatToBring:
    'Einen amtlichen Ausweis, Ihre Krankenversicherungskarte, eine Liste Ihrer Medikamente und aktuelle ärztliche Befunde.',
  howToPrepareHeading: 'So bereiten Sie sich vor',
  howToPrepare:
    'Bitte kommen Sie 15 Minuten vor Ihrem Termin. Tragen Sie bequeme Kleidung ohne Metallteile und lassen Sie Schmuck zu Hause. Wenn Sie einen Herzschrittmacher oder ein Metallimplantat haben oder schwanger sein könnten, melden Sie sich bitte vor Ihrem Termin bei uns.',
  paymentHeading: 'Zahlung',
  totalLabel: 'Gesamtbetrag',
  paidLabel: 'Bezahlt',
  dueNowLabel: 'Jetzt fällig',
  dueAtClinicLabel: 'In der Klinik zu bezahlen',
  dueInInstalmentsLabel: 'Noch offen in Monatsraten',
  instalmentsHeading: 'Ratenplan',
  instalmentFirstPaid: 'Rate 1 (bezahlt)',
  instalmentOne: 'Rate {number}',
  instalmentRange: 'Raten {from} bis {to}, je',
  calendarNote: 'Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein.',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse im Browser:',
  calendarSummary: '{brand}-Termin ({reservationName})',
  confirmationSubject: 'Ihr {brand}-Termin am {dateShort} ist bestätigt ({reservationName})',
  confirmationPreview: '{checkupTitle} am {dateShort} um {startTime} Uhr',
  confirmationHeading: 'Ihre Buchung ist bestätigt',
  confirmationIntro: 'Vielen Dank für Ihre Buchung bei {brand}. Wir freuen uns auf Ihren Besuch.',
  partnerSubject: '{bookedBy} hat einen {brand}-Check-up für Sie gebucht',
  partnerPreview: 'Bitte ergänzen Sie Ihre Angaben für den {dateShort}',
  partnerHeading: 'Für Sie wurde ein Check-up gebucht',
  partnerIntro:
    '{bookedBy} hat einen Check-up für Sie beide gebucht. Er ist bereits bezahlt; bitte ergänzen Sie Ihre eigenen Angaben, damit die Klinik Sie registrieren kann.',
  partnerButton: 'Meine Angaben ergänzen',
  payLaterSubject: 'Bitte bezahlen Sie Ihre {brand}-Buchung ({reservationName})',
  payLaterPreview: 'Ihr Termin am {dateShort} ist noch nicht bezahlt',
  payLaterHeading: 'Ihre Zahlung ist nicht abgeschlossen',
  payLaterIntro:
    'Die Zahlung für Ihre Buchung wurde nicht abgeschlossen. Ihr Termin ist erst gesichert, wenn er bezahlt ist; bitte holen Sie die Zahlung bald nach.',
  payLaterButton: 'Jetzt bezahlen',
  reminderSubject: 'Erinnerung: Ihr {brand}-Termin am {dateShort} um {startTime} Uhr',
  reminderPreview: '{checkupTitle}, {locationTitle}',
  reminderHeading: 'Bis bald',
  reminderIntro: 'Wir erinnern Sie an Ihren bevorstehenden Termin.',
  refundSubject: 'Ihre Zahlung für die {brand}-Buchung {reservationName} wurde zurückerstattet',
  refundPreview: 'Der Termin am {dateShort} war nicht mehr verfügbar',
  refundHeading: 'Ihre Zahlung wurde zurückerstattet',
  refundIntro:
    'Ihre Zahlung ist eingegangen, nachdem der gewählte Termin am {dateShort} freigegeben worden war, und der Termin wurde inzwischen anderweitig gebucht. Wir haben Ihnen den vollen Betrag von {refunded} auf Ihr Zahlungsmittel zurückerstattet; je nach Bank kann es einige Tage dauern, bis er sichtbar ist. Ihre Auswahl bleibt erhalten: Wählen Sie einen anderen Termin und buchen Sie erneut.',
  refundButton: 'Anderen Termin wählen',
  manageButton: 'Buchung verwalten',
  manageNote:
    'Sie können nicht kommen? Mit diesem Link sehen oder stornieren Sie Ihre Buchung; behalten Sie ihn für sich, denn er öffnet Ihre Buchung ohne Passwort.',
  cancellationSubject: 'Ihr {brand}-Termin am {dateShort} ist storniert ({reservationName})',
  cancellationPreview: 'Storniert: {checkupTitle} am {dateShort}',
  cancellationHeading: 'Ihre Buchung ist storniert',
  cancellationIntro:
    'Wie gewünscht haben wir Ihren Termin am {date} um {startTime} Uhr storniert. Der Termin ist für andere wieder frei.',
  cancellationRefund:
    'Wir erstatten Ihnen {refunded} der bezahlten {paid} auf Ihr Zahlungsmittel zurück; je nach Bank kann es einige Tage dauern, bis der Betrag sichtbar ist. Noch offene Raten werden nicht mehr belastet.',
  cancellationNoRefund:
    'Gemäss den Stornobedingungen wird von den bezahlten {paid} zu diesem Zeitpunkt nichts zurückerstattet. Noch offene Raten werden nicht mehr belastet.',
  cancellationCalendarNote: 'Die angehängte Kalenderdatei entfernt den Termin aus Ihrem Kalender.',
  rescheduleSubject:
    'Ihr {brand}-Termin ist verschoben auf {dateShort} um {startTime} Uhr ({reservationName})',
  reschedulePreview: '{checkupTitle} am {dateShort} um {startTime} Uhr',
  rescheduleHeading: 'Ihr Termin ist verschoben',
  rescheduleIntro:
    'Wie gewünscht findet Ihr Termin neu am {date} um {startTime} Uhr statt. Der Preis bleibt gleich. Die angehängte Kalenderdatei verschiebt den Eintrag in Ihrem Kalender.',
  waitlistSubject: 'Ein Termin ist frei geworden: {locationTitle} am {dateShort}',
  waitlistPreview: 'Buchen Sie ihn, bevor es jemand anders tut',
  waitlistHeading: 'Ein Termin ist frei geworden',
  waitlistGreeting: 'Guten Tag,',
  waitlistIntro:
    'Sie haben uns gebeten, Ihnen Bescheid zu geben, wenn am {date} in {locationTitle} ein Termin frei wird. Soeben ist einer frei geworden. Termine sind schnell vergeben, und wir können diesen nicht für Sie reservieren: Wer zuerst bucht, erhält ihn.',
  waitlistButton: 'Termin wählen',
  waitlistOnce:
    'Wir schreiben jeder Adresse auf der Warteliste einmal pro Tag; ist dieser Termin schon vergeben, zeigt der Schritt alle Tage, an denen noch Termine frei sind.',
  waitlistUnsubscribe: 'Keine E-Mails der Warteliste mehr an diese Adresse:',
  waitlistUnsubscribeLink: 'Abmelden',
  waitlistFooterReason:
    'Sie erhalten diese E-Mail, weil Sie {brand} gebeten haben, Ihnen freie Termine in {locationTitle} zu melden.',
};

// French typography: a no-break space before ? : ; so the sign never starts a line.
const fr: EmailCopy = {
  greeting: 'Bonjour {firstName},',
  teamSignature: 'Votre équipe {brand}',
  support: 'Des questions\u00a0? Écrivez à {supportEmail} ou appelez le {supportPhone}.',
  footerReason:
    'Vous recevez cet e-mail en raison de votre réservation {reservationName} chez {brand}.',
  appointmentHeading: 'Votre rendez-vous',
  reservationLabel: 'Réservation',
  checkupLabel: 'Check-up',
  whenLabel: 'Date et heure',
  whenValue: '{date}, de {startTime} à {endTime} (heure locale)',
  durationLabel: 'Durée',
  locationLabel: 'Lieu',
  directions: 'Itinéraire',
  addOnsLabel: 'Options',
  addOnsYouLabel: 'Vos options',
  addOnsPartnerLabel: 'Options de la deuxième personne',
  noAddOns: 'Aucune',
  whatToBringHeading: 'À apporter',
  whatToBring:
    'Une pièce d’identité officielle, votre carte d’assurance maladie, la liste de vos médicaments et vos rapports médicaux récents.',
  howToPrepareHeading: 'Comment vous préparer',
  howToPrepare:
    'Merci d’arriver 15 minutes avant votre rendez-vous. Portez des vêtements confortables sans parties métalliques et laissez vos bijoux à la maison. Si vous portez un stimulateur cardiaque ou un implant métallique, ou si vous pourriez être enceinte, merci de nous contacter avant votre rendez-vous.',
  paymentHeading: 'Paiement',
  totalLabel: 'Total',
  paidLabel: 'Payé',
  dueNowLabel: 'À payer maintenant',
  dueAtClinicLabel: 'À payer à la clinique',
  dueInInstalmentsLabel: 'Reste dû en mensualités',
  instalmentsHeading: 'Plan de paiement',
  instalmentFirstPaid: 'Mensualité 1 (payée)',
  instalmentOne: 'Mensualité {number}',
  instalmentRange: 'Mensualités {from} à {to}, chacune',
  calendarNote: 'Le fichier de calendrier joint ajoute le rendez-vous à votre agenda.',
  linkFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse dans votre navigateur\u00a0:',
  calendarSummary: 'Rendez-vous {brand} ({reservationName})',
  confirmationSubject: 'Votre rendez-vous {brand} du {dateShort} est confirmé ({reservationName})',
  confirmationPreview: '{checkupTitle} le {dateShort} à {startTime}',
  confirmationHeading: 'Votre réservation est confirmée',
  confirmationIntro:
    'Merci d’avoir réservé chez {brand}. Nous nous réjouissons de vous accueillir.',
  partnerSubject: '{bookedBy} a réservé un check-up {brand} pour vous',
  partnerPreview: 'Merci de compléter vos informations pour le {dateShort}',
  partnerHeading: 'Un check-up a été réservé pour vous',
  partnerIntro:
    '{bookedBy} a réservé un check-up pour vous deux. Il est déjà payé\u00a0; merci de compléter vos propres informations afin que la clinique puisse vous enregistrer.',
  partnerButton: 'Compléter mes informations',
  payLaterSubject: 'Finalisez le paiement de votre réservation {brand} ({reservationName})',
  payLaterPreview: 'Votre rendez-vous du {dateShort} n’est pas encore payé',
  payLaterHeading: 'Votre paiement n’est pas terminé',
  payLaterIntro:
    'Le paiement de votre réservation n’a pas abouti. Votre rendez-vous n’est garanti qu’une fois payé\u00a0; merci de finaliser le paiement rapidement.',
  payLaterButton: 'Finaliser le paiement',
  reminderSubject: 'Rappel\u00a0: votre rendez-vous {brand} du {dateShort} à {startTime}',
  reminderPreview: '{checkupTitle}, {locationTitle}',
  reminderHeading: 'À bientôt',
  reminderIntro: 'Nous vous rappelons votre prochain rendez-vous.',
  refundSubject: 'Votre paiement pour la réservation {brand} {reservationName} a été remboursé',
  refundPreview: 'Le créneau du {dateShort} n’était plus disponible',
  refundHeading: 'Votre paiement a été remboursé',
  refundIntro:
    'Votre paiement est arrivé après la libération du créneau choisi le {dateShort}, et ce créneau a entre-temps été réservé par quelqu’un d’autre. Nous avons remboursé l’intégralité du montant de {refunded} sur votre moyen de paiement ; selon votre banque, cela peut prendre quelques jours. Votre sélection est conservée : choisissez un autre créneau et réservez à nouveau.',
  refundButton: 'Choisir un autre créneau',
  manageButton: 'Gérer la réservation',
  manageNote:
    'Vous ne pouvez pas venir\u00a0? Consultez ou annulez votre réservation avec ce lien\u00a0; gardez-le pour vous, il ouvre votre réservation sans mot de passe.',
  cancellationSubject: 'Votre rendez-vous {brand} du {dateShort} est annulé ({reservationName})',
  cancellationPreview: 'Annulé\u00a0: {checkupTitle} le {dateShort}',
  cancellationHeading: 'Votre réservation est annulée',
  cancellationIntro:
    'Comme demandé, nous avons annulé votre rendez-vous du {date} à {startTime}. Le créneau est de nouveau libre pour d’autres personnes.',
  cancellationRefund:
    'Nous vous remboursons {refunded} sur les {paid} payés, sur votre moyen de paiement\u00a0; selon votre banque, cela peut prendre quelques jours. Les mensualités restantes ne seront pas prélevées.',
  cancellationNoRefund:
    'Selon les conditions d’annulation, rien n’est remboursé à ce stade sur les {paid} payés. Les mensualités restantes ne seront pas prélevées.',
  cancellationCalendarNote: 'Le fichier de calendrier joint retire le rendez-vous de votre agenda.',
  rescheduleSubject:
    'Votre rendez-vous {brand} est déplacé au {dateShort} à {startTime} ({reservationName})',
  reschedulePreview: '{checkupTitle} le {dateShort} à {startTime}',
  rescheduleHeading: 'Votre rendez-vous a été déplacé',
  rescheduleIntro:
    'Comme demandé, votre rendez-vous a désormais lieu le {date} à {startTime}. Le prix reste le même. Le fichier de calendrier joint déplace l’entrée dans votre agenda.',
  waitlistSubject: 'Un créneau s’est libéré à {locationTitle} le {dateShort}',
  waitlistPreview: 'Réservez-le avant quelqu’un d’autre',
  waitlistHeading: 'Un créneau s’est libéré',
  waitlistGreeting: 'Bonjour,',
  waitlistIntro:
    'Vous nous avez demandé de vous prévenir lorsqu’un créneau se libère à {locationTitle} le {date}. Un créneau vient de se libérer. Les créneaux partent vite et nous ne pouvons pas le garder pour vous\u00a0: la première personne qui réserve l’obtient.',
  waitlistButton: 'Choisir un créneau',
  waitlistOnce:
    'Nous écrivons une seule fois par jour à chaque adresse de la liste d’attente\u00a0; si ce créneau est déjà pris, l’étape montre tous les jours qui ont encore des créneaux libres.',
  waitlistUnsubscribe: 'Ne plus recevoir d’e-mails de la liste d’attente à cette adresse\u00a0:',
  waitlistUnsubscribeLink: 'Se désabonner',
  waitlistFooterReason:
    'Vous recevez cet e-mail parce que vous avez demandé à {brand} de vous prévenir d’un créneau libre à {locationTitle}.',
};

export const EMAIL_COPY: Record<Language, EmailCopy> = { en, de, fr };
