module.exports = { title: 'Hostile', url: 'https://hostile.example', presets: [['classic', { docs: {}, blog: false, theme: { customCss: require.resolve('./src/css/custom.css') } }]] };
