import { SimpleFooter } from '@components/SimpleFooter';
import { SimpleHeader } from '@components/SimpleHeader';
import { DECORATIVE_ART } from '../art/DecorativeArt';
import { HeroIllustration } from '../art/HeroIllustration';
import { FEATURES } from '../features';
import '../mockups/mockups.css';
import '../imagePage.css';

/** docs/product.md §2.1: /image shows the site's illustrations, all drawn in the project as SVG. */
export default function ImagePage() {
  return (
    <div className="mock-page">
      <title>Illustrations: SynapseAI</title>
      <SimpleHeader />
      <main className="mock-main">
        <section className="mock-hero" aria-labelledby="image-title">
          <h1 id="image-title">Illustrations</h1>
          <p>Every image on the Synapse site, drawn as SVG in the theme's colours.</p>
        </section>
        <figure className="gallery__hero">
          <HeroIllustration label="Hero illustration: a neural network of glowing nodes" />
          <figcaption>Hero illustration</figcaption>
        </figure>
        <h2 className="gallery__heading">Decorative images</h2>
        <ul className="gallery__grid">
          {DECORATIVE_ART.map(({ name, Art }) => (
            <li key={name}>
              <figure>
                <Art label={name} />
                <figcaption>{name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <h2 className="gallery__heading">Feature icons</h2>
        <ul className="gallery__icons">
          {FEATURES.map(({ title, Icon }) => (
            <li key={title}>
              <figure>
                <span className="gallery__icon">
                  <Icon label={`${title} icon`} />
                </span>
                <figcaption>{title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </main>
      <SimpleFooter />
    </div>
  );
}
