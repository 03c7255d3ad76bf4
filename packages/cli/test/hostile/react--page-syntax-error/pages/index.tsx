export default function Home() {
  return <main><h1>Home</h2></main>;
}
