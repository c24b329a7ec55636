export { GreetingCard } from './components/greeting-card';
export { GuestSignInLink } from './components/guest-sign-in-link';
export { ProfileBadge } from './components/profile-badge';
export { NextStepsCard } from './components/next-steps-card';
export { SideMenu } from './components/side-menu';
