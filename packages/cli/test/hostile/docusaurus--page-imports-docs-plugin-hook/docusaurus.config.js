module.exports = { title: 'Hostile', url: 'https://hostile.example', presets: [['classic', { docs: {}, blog: false }]] };
