import type { RenderContext } from '../context.ts';
import { SiteLink } from './SiteLink.tsx';

/** Link columns and the copyright line. */
export function Footer({ ctx }: { ctx: RenderContext }) {
  const { footer } = ctx.site;
  return (
    <footer className={footer.style === 'light' ? 'footer footer-light' : 'footer'}>
      <div className="footer-columns">
        {footer.links.map((group) => (
          <nav key={group.title} className="footer-column" aria-label={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.items.map((item, index) => (
                <li key={index}>
                  <SiteLink ctx={ctx} link={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}
