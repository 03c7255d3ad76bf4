module.exports = { title: 'Kept', url: 'https://kept.example' };
