// The Sanity content model of Nova: every schema type, and which document types are singletons.
import { checkup } from './documents/checkup';
import { discountCode } from './documents/discountCode';
import { legalPage } from './documents/legalPage';
import { location } from './documents/location';
import { screeningQuestion } from './documents/screeningQuestion';
import { service } from './documents/service';
import { staffMember } from './documents/staffMember';
import { tag } from './documents/tag';
import { uiCopy } from './documents/uiCopy';
import { closure } from './objects/closure';
import { legalEntity } from './objects/legalEntity';
import { localeBlockContent } from './objects/localeBlockContent';
import { localeOverride } from './objects/localeOverride';
import { localeString } from './objects/localeString';
import { localeText } from './objects/localeText';
import { openingHours } from './objects/openingHours';
import { price } from './objects/price';
import { redirect } from './objects/redirect';
import { refundTier } from './objects/refundTier';
import { room } from './objects/room';
import { screeningAnswer } from './objects/screeningAnswer';
import { supportContact } from './objects/supportContact';
import { consent } from './singletons/consent';
import { preparation } from './singletons/preparation';
import { siteSettings } from './singletons/siteSettings';

export const schemaTypes = [
  localeString,
  localeText,
  localeBlockContent,
  localeOverride,
  price,
  room,
  openingHours,
  closure,
  redirect,
  refundTier,
  supportContact,
  legalEntity,
  screeningAnswer,
  checkup,
  service,
  tag,
  location,
  discountCode,
  screeningQuestion,
  staffMember,
  uiCopy,
  legalPage,
  siteSettings,
  consent,
  preparation,
];

/** Document types with exactly one document, whose `_id` is the type name. */
export const singletonTypes = new Set(['siteSettings', 'consent', 'preparation']);
