import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inlined assets would need a looser CSP (data: images); keep every asset a file.
    assetsInlineLimit: 0,
  },
});
