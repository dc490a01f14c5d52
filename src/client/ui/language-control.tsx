import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { LOCALES, parseLocale } from '../../domain/i18n/locales';
import { chooseLanguage } from '../lib/language-switch';
import { useLocale } from '../lib/locale';
import './language-control.css';
import { SHELL_TEXT } from './shell-texts';

export interface LanguageControlProps {
  /** Signed in, the choice is also kept on the server (decision 0209). */
  readonly signedIn: boolean;
}

/**
 * Decision 0209: English | Filipino, on /login and in the signed-in header. Each language is named in itself and
 * the group in both, so a reader of either finds it. A press switches every screen at once, without a reload.
 */
export function LanguageControl({ signedIn }: LanguageControlProps) {
  const locale = useLocale();
  const choose = (keys: Set<Key>) => {
    const chosen = parseLocale([...keys][0]);
    if (chosen !== null && chosen !== locale) void chooseLanguage(chosen, signedIn);
  };
  return (
    <ToggleButtonGroup
      className="language-control"
      aria-label={SHELL_TEXT.language.label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[locale]}
      onSelectionChange={choose}
    >
      {LOCALES.map((option) => (
        <ToggleButton key={option} id={option} className="language-control__option" lang={option}>
          {SHELL_TEXT.language.names[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
