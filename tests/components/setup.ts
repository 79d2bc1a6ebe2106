import '@testing-library/jest-dom';
import { resetStaticQueryData } from '../mocks/gatsby';

afterEach(() => resetStaticQueryData());
