import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Home">
      <h1>Home</h1>
    </Layout>
  );
}
