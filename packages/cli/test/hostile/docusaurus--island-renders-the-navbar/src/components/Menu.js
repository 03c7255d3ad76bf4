import React, { useState } from 'react';
import Navbar from '@theme/Navbar';

export default function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(!open)}>Menu</button>
      {open && <Navbar />}
    </div>
  );
}
