export function App() {
  return <p>Royal Win</p>;
}
