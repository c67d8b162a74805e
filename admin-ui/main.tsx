import { createRoot } from "react-dom/client";

// The admin SPA mounts here; its screens live in admin-ui/<resource>/ folders.
createRoot(document.getElementById("root")!).render(<p>Loading...</p>);
