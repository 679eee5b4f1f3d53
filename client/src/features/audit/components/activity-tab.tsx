// Filled in by the staff release (issue 4); kept compiling while the section is written.
export function ActivityTab() {
  return null;
}
