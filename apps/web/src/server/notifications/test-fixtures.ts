// Tests only. The sample messages under the names the notification tests use (the samples themselves live in samples.ts).
export {
  SAMPLE_SETTINGS as SETTINGS,
  sampleAppointment as appointment,
  sampleMessage as messageData,
} from './samples';
