import React from 'react';
import { useColorMode, useCollapsible } from '@docusaurus/theme-common';

export default function Home() {
  const { colorMode } = useColorMode();
  const { collapsed } = useCollapsible({ initialState: true });
  return <p>{collapsed ? colorMode : 'open'}</p>;
}
