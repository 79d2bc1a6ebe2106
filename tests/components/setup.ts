import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';
import { navigate, resetStaticQueryData } from '../mocks/gatsby';

// jsdom lacks these; react-dom/server (server rendering in hydration tests) needs them
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  resetStaticQueryData();
  navigate.mockClear();
});
