// Placeholder while this screen is being built (issue 16).
export default function Placeholder() {
  return <h1 className="font-display text-2xl font-bold sm:text-3xl">En construcción</h1>;
}
