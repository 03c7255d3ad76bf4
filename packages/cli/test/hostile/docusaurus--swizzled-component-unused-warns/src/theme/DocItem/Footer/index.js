import React from 'react';

export default function DocItemFooter() {
  return <footer>Edited with care.</footer>;
}
