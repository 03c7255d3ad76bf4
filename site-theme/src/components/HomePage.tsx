import type { ReactNode } from 'react';
import type { HomeView, RenderContext } from '../context.ts';

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** The landing page: hero with title, tagline and buttons, a feature grid, then the markdown. */
export function HomePage({
  ctx,
  view,
  content,
  indexed = false,
}: {
  ctx: RenderContext;
  view: HomeView;
  content: ReactNode;
  indexed?: boolean;
}) {
  const href = (link: string) => (EXTERNAL.test(link) ? link : ctx.urlTo(link));
  return (
    <main id="main" className="home" {...(indexed ? { 'data-pagefind-body': '' } : {})}>
      <section className="hero">
        <h1 className="hero-title">{view.hero.title}</h1>
        <p className="hero-tagline">{view.hero.tagline}</p>
        <div className="hero-actions">
          {view.hero.actions.map((action) => (
            <a key={action.link} className={`button button-${action.variant}`} href={href(action.link)}>
              {action.text}
            </a>
          ))}
        </div>
      </section>
      {view.features.length > 0 && (
        <section className="features" aria-label="Features">
          {view.features.map((feature) => (
            <div key={feature.title} className="feature">
              <h2 className="feature-title">
                {feature.link ? <a href={href(feature.link)}>{feature.title}</a> : feature.title}
              </h2>
              <p>{feature.details}</p>
            </div>
          ))}
        </section>
      )}
      <div className="markdown home-content">{content}</div>
    </main>
  );
}
