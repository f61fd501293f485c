import { isPersonName } from './person';
import { ATTACK_NAMES, NAMES_OF_MANY_SCRIPTS } from './test-fixtures';

describe('a person’s name', () => {
  it.each(NAMES_OF_MANY_SCRIPTS)('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(ATTACK_NAMES)('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});
