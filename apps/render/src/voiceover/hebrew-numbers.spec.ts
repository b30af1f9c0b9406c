import { hebrewNumber, readHebrewNumbers } from './hebrew-numbers.js';

describe(hebrewNumber.name, () => {
  it.each([
    ['0', "'efes"],
    ['7', "S'eva"],
    ['12', "St'eim esQ'e"],
    ['19', "tS'a esQ'e"],
    ['40', "aQba'im"],
    ['49', "aQba'im vet'eSa"],
    ['100', "me'a"],
    ['105', "me'a veXam'eS"],
    ['149', "me'a aQba'im vet'eSa"],
    ['200', "mat'ajim"],
    ['1990', "'elef tS'a me'ot vetiS'im"],
    ['2005', "alp'ajim veXam'eS"],
    ['3000', "Sl'oSet alaf'im"],
    ['10000', "as'eQet alaf'im"],
    ['15000', "Xam'eS esQ'e 'elef"],
    ['120500', "me'a veesQ'im 'elef veXam'eS me'ot"],
  ])('reads %s in the counting forms, "ve" before the last part', (digits, phonemes) => {
    expect(hebrewNumber(digits)).toBe(phonemes);
  });

  it('reads a number above 999,999 digit by digit', () => {
    expect(hebrewNumber('1000000')).toBe("aX'at 'efes 'efes 'efes 'efes 'efes 'efes");
  });
});

describe(readHebrewNumbers.name, () => {
  it('reads a price as Intl writes it in Hebrew: grouping commas, decimals after "nekuda", the sign named', () => {
    expect(readHebrewNumbers('רק 1,490.90 ₪')).toBe("רק [['elef 'aQba me'ot vetiS'im nekud'a tiS'im]] [[Skal'im]]");
    expect(readHebrewNumbers('49.05 $')).toBe("[[aQba'im vet'eSa nekud'a 'efes Xam'eS]] [[d'olaQ]]");
  });

  it('leaves text without numbers or signs as it is', () => {
    expect(readHebrewNumbers('קנו עכשיו')).toBe('קנו עכשיו');
  });
});
