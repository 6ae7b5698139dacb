FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY services/package.json services/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=development PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "services/src/main.ts"]
