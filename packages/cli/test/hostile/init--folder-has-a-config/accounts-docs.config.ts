export default { title: 'Kept', url: 'https://kept.example' };
