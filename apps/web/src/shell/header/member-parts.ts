// A member's parts of the header, a chunk of their own: a visitor's first load (most first loads)
// does not carry them (issue 16, the home's script budget). header.tsx loads it for members.
export { LoggedInPanel } from './logged-in-panel';
export { PhoneMemberBar } from './phone-member-bar';
