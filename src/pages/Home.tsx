import { Island } from "../components/Island";
import { business } from "../content/business";

export function Home() {
  return (
    <>
      <main id="main">
        <h1>Junk Removal &amp; Moving Services</h1>
      </main>
      <footer>
        © <Island name="CurrentYear" props={{ year: new Date().getFullYear() }} inline /> {business.name}
      </footer>
    </>
  );
}
