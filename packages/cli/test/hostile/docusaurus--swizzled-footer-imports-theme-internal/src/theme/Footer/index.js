import React from 'react';
import FooterLinkItem from '@theme/Footer/LinkItem';

export default function Footer() {
  return (
    <footer>
      <FooterLinkItem item={{ label: 'Home', to: '/' }} />
    </footer>
  );
}
