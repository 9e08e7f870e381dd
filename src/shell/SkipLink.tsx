/** The first thing a keyboard reaches: past the top bar and the navigation to the screen itself. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className="shell-skip"
      href={`#${target}`}
      onClick={(e) => {
        // Focus without a hash in the address, which the router would treat as a navigation.
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
