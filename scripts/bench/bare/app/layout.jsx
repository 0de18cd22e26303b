export const metadata = {
  title: "Bare Next.js page",
  description: "The framework's floor for npm run bench.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
