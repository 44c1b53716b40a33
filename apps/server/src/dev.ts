// `npm run dev`: the web app is then served by Vite's dev server (apps/web, port 5173), whose
// origins the API must trust. Said here rather than in the script so it works in every shell.
process.env.DEV_SERVER = 'true'
await import('./main')
