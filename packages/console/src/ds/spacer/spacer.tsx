/** Takes the free space of a flex row, pushing what follows to the far end. */
export const Spacer = () => <div aria-hidden style={{ flex: 1 }} />;
