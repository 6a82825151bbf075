/** The resource routes (no page component) whose ".data" twin must not exist: for the server test and the probe. */
export const RESOURCE_PATHS = [
  "/manage-leads-2024/leads/export",
  "/manage-leads-2024/events",
  "/manage-leads-2024/push",
  "/manage-leads-2024/passkey",
  "/manage-leads-2024/manifest.webmanifest",
  "/manage-leads-2024/sw.js",
  "/manage-leads-2024/icons/192.png",
  "/api/leads",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/llms.txt",
];
