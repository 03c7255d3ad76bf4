export default function Foter() {
  return null;
}
