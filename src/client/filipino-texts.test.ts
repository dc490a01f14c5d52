import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from '../domain/i18n/catalogue-check';
import { FILIPINO_TEXTS } from './filipino-texts';
import { LIVE_TEXT_TABLES } from './locale-texts';

// Decision 0208: every area a cardholder screen reads, whole in Filipino, with the placeholders of its English one.

// The live tables, English while nothing has switched them: the ones the screens read (locale-texts.ts).
const ENGLISH = LIVE_TEXT_TABLES;

describe("the screens' Filipino texts, area by area", () => {
  for (const area of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
    it(`${area}: every English text has its Filipino one, reading the same placeholders`, () => {
      expect(catalogueDifferences(ENGLISH[area], FILIPINO_TEXTS[area])).toEqual([]);
    });
  }
});
