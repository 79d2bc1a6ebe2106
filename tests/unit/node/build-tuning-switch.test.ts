/** The build tuning's switch (src/node/build-tuning-switch.ts): on unless BUILD_TUNING=off. */
import { buildTuningOn } from '../../../src/node/build-tuning-switch';

test('is on when unset, empty or "on", off with "off"', () => {
  expect(buildTuningOn({})).toBe(true);
  expect(buildTuningOn({ BUILD_TUNING: '' })).toBe(true);
  expect(buildTuningOn({ BUILD_TUNING: 'on' })).toBe(true);
  expect(buildTuningOn({ BUILD_TUNING: 'off' })).toBe(false);
});

test('names the variable and its two settings for any other value', () => {
  expect(() => buildTuningOn({ BUILD_TUNING: 'false' })).toThrow(
    'BUILD_TUNING="false": set it to "off" to build without the build tuning (plugins/build-tuning), or leave it unset',
  );
});
