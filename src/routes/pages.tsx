import { Hono } from "hono";
import type { AppEnv } from "../env";
import { Home } from "../pages/Home";

export const pageRoutes = new Hono<AppEnv>();

pageRoutes.get("/", (c) => c.render(<Home />, { pageKey: "home" }));
