export const meta = { title: 42 };
export default function Home() {
  return <p>x</p>;
}
