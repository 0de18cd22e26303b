export default function Home() {
  return (
    <main>
      <h1>Hello, world</h1>
      <p>A bare Next.js App Router page, measured beside the product by npm run bench.</p>
    </main>
  );
}
