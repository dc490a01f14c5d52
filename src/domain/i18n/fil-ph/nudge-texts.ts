import type { NUDGE_TEXT } from '../../nudge-texts';
import type { Translation } from '../translation';

// nudge-texts.ts in Filipino (decision 0211): the pushes, the SMS that stands in for an expiry push, the ask and
// the settings sheet.
export const NUDGE_TEXT_FIL: Translation<typeof NUDGE_TEXT> = {
  moments: {
    'goal-reached': {
      title: 'Naabot mo na ang {threshold}',
      body: 'Puwede mo nang i-claim ang iyong {reward} eGC. Buksan ang app para pumili.',
    },
    'bonus-round': {
      title: 'Tapos na ang bonus round',
      body: 'Nakakuha ka ng {reward} bonus eGC. I-claim ito bago mag-{date}.',
    },
    'egcs-ready': {
      title: 'Handa na ang iyong mga eGC',
      body: 'Nasa My eGCs na ang {value} na eGC (REF {ref}). Ipakita ang code sa cashier.',
    },
    'egc-expiring-7': {
      title: 'Mag-e-expire ang iyong mga eGC sa loob ng 7 araw',
      body: 'Gamitin ang iyong {value} na eGC (REF {ref}) hanggang {date}.',
    },
    'egc-expiring-1': {
      title: 'Mag-e-expire bukas ang iyong mga eGC',
      body: 'Gamitin ang iyong {value} na eGC (REF {ref}) hanggang {date}.',
    },
    'credits-expiring-7': {
      title: 'Matatapos sa loob ng 7 araw ang iyong reward balance',
      body: 'Pumili ng mga eGC gamit ang natitirang {balance} hanggang {date}.',
    },
  },
  sms: '{title}. {body}',
  ask: {
    title: 'Sabihan mo ako kapag…',
    lead: 'Makatanggap ng notification sa phone na ito kapag:',
    kinds: {
      progress: 'naabot mo ang isang spend goal o natapos ang isang bonus round',
      egcs: 'handa nang gamitin ang iyong mga eGC',
      expiry: 'malapit nang mag-expire ang isang eGC o ang iyong reward balance',
    },
    note: 'Wala nang iba. Puwede mong i-off ang bawat isa sa Notification settings.',
    accept: 'I-on ang notifications',
    refuse: 'Hindi muna',
    blocked:
      'Naka-block ang notifications para sa site na ito. Payagan ang mga ito sa settings ng iyong browser para ma-on.',
    unsupported:
      'Hindi kayang magpakita ng notifications ng browser na ito. Sa SMS namin ipapadala ang mga paalala bago mag-expire.',
    failed: 'Hindi ma-on ang notifications. Pakisubukang muli mamaya.',
  },
  settings: {
    open: 'Notification settings',
    title: 'Notifications',
    lead: 'Piliin kung ano ang ipapaalam sa iyo ng app na ito.',
    kinds: {
      progress: 'Mga goal at bonus round',
      egcs: 'Mga eGC na handa nang gamitin',
      expiry: 'Mga paalala bago mag-expire',
    },
    hints: {
      progress: 'Kapag naabot mo ang isang spend goal o natapos ang isang bonus round',
      egcs: 'Kapag handa na ang mga eGC na pinili mo',
      expiry: '7 araw at 1 araw bago mag-expire ang isang eGC o ang iyong reward balance',
    },
    pushOff:
      'Naka-off ang notifications sa phone na ito: sa SMS darating ang mga paalala bago mag-expire, isang beses.',
    turnOn: 'I-on ang notifications',
    turnOff: 'I-off sa phone na ito',
    close: 'Tapos na',
    saveFailed: 'Hindi na-save ang pinili mo. Pakisubukang muli.',
  },
};
