// Jest setup: DOM matchers for component tests.
import '@testing-library/jest-dom';
