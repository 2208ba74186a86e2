// The site navigation's words (issue 39).
export const NavText = {
  Label: 'Your account',
  Account: 'My account',
  Menu: 'This week’s menu',
  Orders: 'Orders',
  Help: 'Help',
} as const;
