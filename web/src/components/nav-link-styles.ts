import type { LinkProps, SystemStyleObject } from '@chakra-ui/react';

/** React Router's NavLink marks the link to the page being shown with aria-current=page. */
export const CURRENT_PAGE = '&[aria-current=page]';

/** How a side navigation's current row looks: the brand tint behind the normal text colour, which stays readable on it. */
export const SIDE_NAV_CURRENT: SystemStyleObject = { bg: 'brand.subtle', fontWeight: 'semibold' };

/**
 * A side navigation's row (the sidebar, the settings pages' menu): a Chakra Link wrapping a NavLink,
 * tinted on hover and, on the current page, with SIDE_NAV_CURRENT.
 */
export const sideNavLink: LinkProps = {
  asChild: true,
  variant: 'plain',
  px: '3',
  py: '1.5',
  rounded: 'md',
  color: 'fg',
  textStyle: 'sm',
  _hover: { bg: 'bg.muted' },
  css: { [CURRENT_PAGE]: SIDE_NAV_CURRENT },
};

/**
 * A Chakra Link wrapping a NavLink whose border turns the brand colour on the current page (the tabs'
 * bottom edge, the studio menu's start edge): the caller gives the border's side, width and the padding.
 */
export const borderMarkedNavLink: LinkProps = {
  asChild: true,
  variant: 'plain',
  px: '3',
  borderColor: 'transparent',
  css: { [CURRENT_PAGE]: { borderColor: 'brand.solid', fontWeight: 'semibold' } },
};
