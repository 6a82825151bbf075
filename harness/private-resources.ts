/** The resource routes (no page component) whose ".data" twin must not exist: for the server test and the probe. */
export const RESOURCE_PATHS = ["/api/admin/leads/export", "/api/admin/events", "/api/leads", "/healthz", "/sitemap.xml", "/robots.txt", "/llms.txt"];
