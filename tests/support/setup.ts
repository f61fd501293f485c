// Jest setup: DOM matchers for component tests, and a patient wait for what appears later.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// Widgets load their code on demand (the calendar, dialogs): on a loaded CI machine that can take
// longer than Testing Library's default second. A bound on waiting, never a timing assertion.
configure({ asyncUtilTimeout: 5000 });
