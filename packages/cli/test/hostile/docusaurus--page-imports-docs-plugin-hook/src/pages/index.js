import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function Home() {
  const { metadata } = useDoc();
  return <h1>{metadata.title}</h1>;
}
