export default function Home() {
  return <h1>Search Console, Analytics and Business Profile, finally in one place</h1>;
}
