export default function Home() {
  const list = undefined as unknown as string[];
  return <p>{list.join(", ")}</p>;
}
