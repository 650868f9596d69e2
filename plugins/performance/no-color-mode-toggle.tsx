// Stands in for theme-classic's Navbar/ColorModeToggle when the switch is disabled (see dark-theme.ts):
// the original renders nothing then, but brings the toggle's code and styles with it.
export default function NavbarColorModeToggle(): null {
  return null;
}
