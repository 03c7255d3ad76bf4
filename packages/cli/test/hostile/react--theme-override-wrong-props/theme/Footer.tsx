export default function Footer({ year }: { year: number }) {
  return <footer>{year}</footer>;
}
