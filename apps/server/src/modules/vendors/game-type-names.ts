// What the navigation calls each game type, per language file. Kept in code rather than a table:
// the nine types are fixed by the spec and their names change with a release, not by operators.
// TY (Shan) has no names yet and falls back to EN, like every missing text.
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';

export const gameTypeNames: Partial<Record<TLanguage, Record<TGameType, string>>> = {
  EN: {
    RNG: 'Slots',
    LIVE: 'Live Casino',
    FISH: 'Fishing',
    PVP: 'Card Games',
    SPORTS: 'Sports',
    ESPORTS: 'E-Sports',
    LOTT: 'Lottery',
    ELOTT: 'E-Lottery',
    COCKFIGHT: 'Cockfight',
  },
  MY: {
    RNG: 'စလော့ဂိမ်း',
    LIVE: 'တိုက်ရိုက်ကာစီနို',
    FISH: 'ငါးပစ်ဂိမ်း',
    PVP: 'ဖဲဂိမ်း',
    SPORTS: 'အားကစား',
    ESPORTS: 'အီး-စပို့',
    LOTT: 'ထီ',
    ELOTT: 'အွန်လိုင်းထီ',
    COCKFIGHT: 'ကြက်တိုက်ပွဲ',
  },
  CN: {
    RNG: '电子游戏',
    LIVE: '真人视讯',
    FISH: '捕鱼',
    PVP: '棋牌',
    SPORTS: '体育',
    ESPORTS: '电竞',
    LOTT: '彩票',
    ELOTT: '电子彩票',
    COCKFIGHT: '斗鸡',
  },
  TH: {
    RNG: 'สล็อต',
    LIVE: 'คาสิโนสด',
    FISH: 'ยิงปลา',
    PVP: 'เกมไพ่',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    LOTT: 'หวย',
    ELOTT: 'หวยออนไลน์',
    COCKFIGHT: 'ชนไก่',
  },
  VI: {
    RNG: 'Nổ hũ',
    LIVE: 'Casino trực tiếp',
    FISH: 'Bắn cá',
    PVP: 'Game bài',
    SPORTS: 'Thể thao',
    ESPORTS: 'Thể thao điện tử',
    LOTT: 'Xổ số',
    ELOTT: 'Xổ số điện tử',
    COCKFIGHT: 'Đá gà',
  },
  ID: {
    RNG: 'Slot',
    LIVE: 'Kasino Langsung',
    FISH: 'Tembak Ikan',
    PVP: 'Permainan Kartu',
    SPORTS: 'Olahraga',
    ESPORTS: 'E-Sports',
    LOTT: 'Lotere',
    ELOTT: 'E-Lotere',
    COCKFIGHT: 'Sabung Ayam',
  },
};

export function gameTypeName(gameType: TGameType, language: TLanguage): string {
  return (gameTypeNames[language] ?? gameTypeNames.EN!)[gameType];
}
